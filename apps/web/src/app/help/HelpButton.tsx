import { useState } from 'react';
import { lazyDialog } from '../lazyDialog';
import { helpTitle, type HelpTopic } from './helpTopics';

// Loaded when help is first asked for: the topics' text is not part of any page's code.
const HelpDialog = lazyDialog(() => import('../../features/help/components/HelpDialog'));

/**
 * The "?" beside a page's or a tab's title: opens the help dialog on its topic. With `named`, a
 * button that says the topic's title instead (a list of topics).
 */
export function HelpButton({ topic, named = false }: { topic: HelpTopic; named?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {named ? (
        <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {helpTitle(topic)}
        </button>
      ) : (
        <button
          type="button"
          className="help-button"
          aria-haspopup="dialog"
          aria-label={`Help: ${helpTitle(topic)}`}
          title="Help"
          onClick={() => setOpen(true)}
        >
          ?
        </button>
      )}
      {open && <HelpDialog topic={topic} onClose={() => setOpen(false)} />}
    </>
  );
}
