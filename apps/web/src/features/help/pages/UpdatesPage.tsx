import { Page } from '../../../shared/ui/Page';
import { GettingStarted } from '../components/GettingStarted';
import { WhatsNewList } from '../components/WhatsNewList';

export default function UpdatesPage() {
  return (
    <Page title="Updates">
      <section className="card" aria-labelledby="whats-new">
        <h2 id="whats-new">What's new</h2>
        <WhatsNewList />
      </section>
      <section className="card" aria-labelledby="getting-started">
        <h2 id="getting-started">Getting started</h2>
        <GettingStarted />
      </section>
    </Page>
  );
}
