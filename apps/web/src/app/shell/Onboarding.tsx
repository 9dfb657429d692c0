import { useState } from 'react';
import { OnboardingDialog } from '../../features/help/components/OnboardingDialog';
import { useSaveOnboardStatusMutation } from '../../features/settings/api';
import { useGetSettingsQuery } from '../../shared/queries/settings';
import { useReportError } from '../useReportError';

/** Getting started for a new notary (status 0), what's new after an upgrade (1); never again once closed. */
export function Onboarding() {
  const { data: settings, error } = useGetSettingsQuery();
  useReportError(error, 'Unable to load settings data');
  const [saveOnboardStatus] = useSaveOnboardStatusMutation();
  const [closed, setClosed] = useState(false);

  if (!settings || closed || settings.IsOnboardedStatus === 2) return null;

  const close = () => {
    setClosed(true);
    void saveOnboardStatus(2);
  };
  return <OnboardingDialog kind={settings.IsOnboardedStatus === 0 ? 'gettingStarted' : 'whatsNew'} onClose={close} />;
}
