import type { ReactNode } from 'react';
import { HelpButton } from '../../../app/help/HelpButton';
import type { HelpTopic } from '../../../app/help/helpTopics';
import { SETTINGS_TAB_LABELS, type SettingsTab } from '../settingsTabs';
import { tabId } from './SettingsTabList';
import { EmailTab, ICalTab } from './ElsewhereTabs';
import { GeneralTab } from './GeneralTab';
import { GoogleCalendarTab } from './GoogleCalendarTab';
import { InvoicingTab } from './InvoicingTab';
import { MileageTab, NotaryFeesTab } from './MoneyTabs';
import type { TabProps } from './tabProps';
import { TrackingTab } from './TrackingTab';

/** The help each tab's "?" opens (spec 000 §2's context help). */
const TAB_HELP: Partial<Record<SettingsTab, HelpTopic>> = {
  mileage: 'mileage',
  notaryFees: 'notaryFees',
  invoicing: 'invoicing',
  tracking: 'tracking',
  googleCalendar: 'calendars',
  iCal: 'calendars',
  email: 'emailTemplates',
};

const TABS: Record<SettingsTab, (props: TabProps) => ReactNode> = {
  general: GeneralTab,
  mileage: MileageTab,
  notaryFees: NotaryFeesTab,
  invoicing: InvoicingTab,
  tracking: TrackingTab,
  googleCalendar: GoogleCalendarTab,
  iCal: ICalTab,
  email: EmailTab,
};

export function SettingsTabPanel({ id, tab, ...props }: TabProps & { id: string; tab: SettingsTab }) {
  const Tab = TABS[tab];
  const help = TAB_HELP[tab];
  return (
    <section id={id} className="settings-panel" role="tabpanel" aria-labelledby={tabId(id, tab)}>
      <div className="settings-panel__heading">
        <h3 className="settings-panel__title">{SETTINGS_TAB_LABELS[tab]}</h3>
        {help && <HelpButton topic={help} />}
      </div>
      <Tab {...props} />
    </section>
  );
}
