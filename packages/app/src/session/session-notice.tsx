import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from '@exchange/design-system';
import { useAppServices } from '../app-services.tsx';

/** The notice view: the server's message and a Confirm that logs out. */
export function SessionNoticeDialog({
  message,
  onConfirm,
}: {
  message: string | null;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <AlertDialog
      open={message !== null}
      title={t`Signed out`}
      description={message ?? ''}
      actionLabel={t`Confirm`}
      onAction={onConfirm}
    />
  );
}

/**
 * SPEC.md sections 4 and 8: notify 40 (this account signed in on another web device) or 44
 * (this device's session ended) shows the server's message; confirming logs out.
 */
export function SessionNotice() {
  const { session } = useAppServices();
  const notice = useSelector(session, (snapshot) =>
    snapshot.matches('notice') ? snapshot.context.notice : null,
  );
  return (
    <SessionNoticeDialog
      message={notice}
      onConfirm={() => {
        session.send({ type: 'session.confirm' });
      }}
    />
  );
}
