import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from '@exchange/design-system';
import { useAppServices } from '../app-services.tsx';
import type { VersionAlert } from './version-checker.ts';

export interface VersionAlertViewProps {
  alert: VersionAlert;
  onUpdate: () => void;
  onDismiss: () => void;
}

/** The alert itself: "new version" with Update, or "current version" after a manual check. */
export function VersionAlertView({ alert, onUpdate, onDismiss }: VersionAlertViewProps) {
  const { t } = useLingui();
  if (alert === null) return null;
  const version = alert.version.version_number;
  if (alert.kind === 'update') {
    return (
      <AlertDialog
        open
        title={t`New version ${version}`}
        description={alert.version.content || t`A new version is available.`}
        actionLabel={t`Update`}
        onAction={onUpdate}
        cancelLabel={t`Later`}
        onOpenChange={(open) => {
          if (!open) onDismiss();
        }}
      />
    );
  }
  return (
    <AlertDialog
      open
      title={t`You are up to date`}
      description={t`This is the current version (${version}).`}
      actionLabel={t`OK`}
      onAction={onDismiss}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
    />
  );
}

/** The version check's alert, wired to the app's checker (SPEC.md section 4). */
export function VersionAlertHost() {
  const { versions } = useAppServices();
  const alert = useSyncExternalStore(versions.subscribe, versions.getSnapshot);
  return <VersionAlertView alert={alert} onUpdate={versions.accept} onDismiss={versions.dismiss} />;
}
