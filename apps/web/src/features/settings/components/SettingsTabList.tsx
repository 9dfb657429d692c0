import { useEffect, useRef, type KeyboardEvent } from 'react';
import { SETTINGS_TAB_LABELS, SETTINGS_TABS, type SettingsTab } from '../settingsTabs';

export interface SettingsTabListProps {
  current: SettingsTab;
  onChoose: (tab: SettingsTab) => void;
  panelId: string;
  /** Tabs holding a field that is wrong: they say so. */
  invalidTabs: readonly SettingsTab[];
}

export const tabId = (panelId: string, tab: SettingsTab) => `${panelId}-${tab}`;

/** The dialog's tabs, as the ARIA tabs pattern has them: one Tab stop, arrows, Home and End move between them. */
export function SettingsTabList({ current, onChoose, panelId, invalidTabs }: SettingsTabListProps) {
  const listRef = useRef<HTMLDivElement>(null);

  // On a phone the tabs scroll sideways: the chosen one (the menu's, or one with a problem) is brought into view.
  // (A frame later: on opening, the dialog around the tabs is shown only after its children's effects.)
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [current]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = SETTINGS_TABS.indexOf(current);
    const last = SETTINGS_TABS.length - 1;
    const next =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? (index + 1) % SETTINGS_TABS.length
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? (index + last) % SETTINGS_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = SETTINGS_TABS[next]!;
    onChoose(tab);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(panelId, tab))}`)?.focus();
  };

  return (
    <div ref={listRef} className="settings-tabs" role="tablist" aria-label="Settings" onKeyDown={move}>
      {SETTINGS_TABS.map((tab) => {
        const selected = tab === current;
        const invalid = invalidTabs.includes(tab);
        return (
          <button
            key={tab}
            id={tabId(panelId, tab)}
            type="button"
            role="tab"
            className="settings-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            data-invalid={invalid || undefined}
            onClick={() => onChoose(tab)}
          >
            {SETTINGS_TAB_LABELS[tab]}
            {invalid && <span className="visually-hidden"> (has a problem)</span>}
          </button>
        );
      })}
    </div>
  );
}
