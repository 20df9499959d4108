import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@exchange/design-system';
import { TransferDialog, type TransferPreset } from './transfer-dialog.tsx';

/**
 * A button that opens the {@link TransferDialog} with its preset; each opening starts afresh.
 * The account pages, the header's wallet menu and the trade pages use it.
 *
 * @example <TransferButton preset={{ from: 'futures', to: 'spot' }}>{t`Transfer out`}</TransferButton>
 */
export function TransferButton({
  preset,
  children,
  variant = 'secondary',
  size,
  onOpen,
}: {
  preset?: TransferPreset;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Called as the dialog opens, e.g. to close the menu the button sits in. */
  onOpen?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        onClick={() => {
          setOpen(true);
          onOpen?.();
        }}
      >
        {children}
      </Button>
      {open ? <TransferDialog open onOpenChange={setOpen} preset={preset} /> : null}
    </>
  );
}
