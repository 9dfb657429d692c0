import { useState } from 'react';
import { helpTitle, type HelpTopic } from '../../../app/help/helpTopics';
import { Dialog } from '../../../shared/dialog/Dialog';
import { HELP_TEXT } from '../topics';
import '../help.css';

export interface HelpDialogProps {
  topic: HelpTopic;
  onClose: () => void;
}

/** One help topic, with the topics it leads on to; "See also" changes the topic in place. */
export default function HelpDialog({ topic, onClose }: HelpDialogProps) {
  const [shown, setShown] = useState(topic);
  const { Body, related } = HELP_TEXT[shown];
  return (
    <Dialog title={helpTitle(shown)} onClose={onClose} size="large" footer={{ action: { label: 'Close', onClick: onClose }, focus: 'action' }}>
      <div className="prose help-topic" key={shown}>
        <Body />
      </div>
      {related.length > 0 && (
        <nav className="help-related" aria-label="See also">
          <h3 className="help-related__title">See also</h3>
          <ul className="help-related__list">
            {related.map((other) => (
              <li key={other}>
                <button type="button" className="help-related__link" onClick={() => setShown(other)}>
                  {helpTitle(other)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Dialog>
  );
}
