import type { ComponentType } from 'react';
import type { HelpTopic } from '../../../app/help/helpTopics';

/** A help topic's text, and the topics it leads on to ("See also"). */
export interface HelpText {
  Body: ComponentType;
  related: readonly HelpTopic[];
}
