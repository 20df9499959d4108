import { useContext } from 'react';
import { ToasterContext } from './toast-provider.tsx';
import type { Toaster } from './toaster.ts';

/**
 * The toaster of the nearest {@link ToastProvider}.
 *
 * @example
 * const toast = useToast();
 * toast.success(t`Copied`);
 */
export function useToast(): Toaster {
  const toaster = useContext(ToasterContext);
  if (toaster === null) throw new Error('useToast must be used inside <ToastProvider>');
  return toaster;
}
