/** The options page: sites, interest profile, schedule, push to a group, directory onboarding, feature library, backup, helper status. */
import { useEffect, useState } from 'preact/hooks';
import type { Snapshot } from '../../lib/messages/protocol.ts';
import type { Translate } from '../i18n.ts';
import type { OptionsActions } from './actions.ts';
import { BackupPanel } from './BackupPanel.tsx';
import { DirectoryPanel } from './DirectoryPanel.tsx';
import { FeaturesPanel } from './FeaturesPanel.tsx';
import { HelperPanel } from './HelperPanel.tsx';
import { ProfilePanel } from './ProfilePanel.tsx';
import { PushPanel } from './PushPanel.tsx';
import { SchedulePanel } from './SchedulePanel.tsx';
import { SitesPanel } from './SitesPanel.tsx';

interface Props {
  snapshot: Snapshot;
  /** The helper link (the optional nativeMessaging permission) is granted; why the helper did not answer. */
  helper?: { linked: boolean; reason?: string };
  actions: OptionsActions;
  t: Translate;
}

/** The whole options page. */
export function OptionsApp({ snapshot, helper = { linked: false }, actions, t }: Props) {
  const [provinces, setProvinces] = useState<string[]>([]);
  useEffect(() => void actions.loadDirectory().then((d) => setProvinces(Object.keys(d)), () => undefined), []);
  return (
    <main class="options">
      <h1>{t('optionsTitle')}</h1>
      <SitesPanel sites={snapshot.sites} progress={snapshot.progress} markEverywhere={snapshot.markEverywhere} actions={actions} t={t} />
      <ProfilePanel profile={snapshot.radar?.profile} sites={snapshot.sites} provinces={provinces} actions={actions} t={t} />
      {snapshot.sites.length === 0 && <DirectoryPanel load={actions.loadDirectory} add={actions.addSeeds} t={t} />}
      <SchedulePanel schedule={snapshot.schedule} save={actions.setSchedule} t={t} />
      <PushPanel actions={actions} t={t} />
      <BackupPanel notices={snapshot.notices} reminderDays={snapshot.radar?.profile?.reminderDays} actions={actions} t={t} />
      <HelperPanel connected={snapshot.nativeConnected} linked={helper.linked} reason={helper.reason} link={actions.linkHelper} t={t} />
      {snapshot.sites.length > 0 && <DirectoryPanel load={actions.loadDirectory} add={actions.addSeeds} t={t} />}
      <FeaturesPanel actions={actions} t={t} />
    </main>
  );
}
