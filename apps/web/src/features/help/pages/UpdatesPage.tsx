import { HelpButton } from '../../../app/help/HelpButton';
import { HELP_TOPICS, type HelpTopic } from '../../../app/help/helpTopics';
import { Page } from '../../../shared/ui/Page';
import { GettingStarted } from '../components/GettingStarted';
import { WhatsNewList } from '../components/WhatsNewList';
import '../help.css';

/** Every topic but the two this page shows in full. */
const TOPICS = (Object.keys(HELP_TOPICS) as HelpTopic[]).filter((topic) => topic !== 'gettingStarted' && topic !== 'whatsNew');

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
      <section className="card" aria-labelledby="help-topics">
        <h2 id="help-topics">Help</h2>
        <p>The “?” beside a page’s title opens the help on that page. All of it is here too:</p>
        <ul className="help-topics">
          {TOPICS.map((topic) => (
            <li key={topic}>
              <HelpButton topic={topic} named />
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
