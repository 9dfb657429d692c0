import type { HelpTopic } from '../../../app/help/helpTopics';
import { GettingStarted } from '../components/GettingStarted';
import { WhatsNewList } from '../components/WhatsNewList';
import type { HelpText } from './helpText';
import { moneyTopics } from './moneyTopics';
import { workTopics } from './workTopics';

/** The text of every help topic (spec 001 §2's help dialogs). */
export const HELP_TEXT: Record<HelpTopic, HelpText> = {
  gettingStarted: { Body: GettingStarted, related: ['whatsNew', 'appointmentCategoryType'] },
  whatsNew: { Body: WhatsNewList, related: ['gettingStarted'] },
  ...moneyTopics,
  ...workTopics,
};
