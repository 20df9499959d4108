import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AlertDialog, Button, VISUALLY_HIDDEN } from '@exchange/design-system';
import { useAppServices } from '../../app-services.tsx';
import { callEffect } from '../../errors/call-error-message.ts';
import { allOpenIds, cancelEach } from './order-cancels.ts';
import type { Page } from '@exchange/api';

/** A product's calls behind Cancel and Cancel all. */
export interface OrderCancelCalls {
  /** Cancel one order by id (rejects with the API client's error). */
  cancel: (id: number) => Promise<unknown>;
  /** One page of the open orders "Cancel all" reaches (its filters applied). */
  listOpen: (query: { page: number; limit: number }) => Promise<Page<{ id: number }>>;
  /** Refetch what a cancel changes (the tables, the wallet). */
  refresh: () => Promise<void>;
  /**
   * Cancel every open order the list reaches in one call, answering how many went (the spot
   * order centre's POST /spots/order/cancel_all); without it each is cancelled by `cancel`.
   */
  cancelAll?: () => Promise<number>;
}

/** What an open-orders table needs to cancel: the busy rows and the two actions. */
export interface OrderCancels {
  /** Ids whose cancel is on its way. */
  cancelling: ReadonlySet<number>;
  cancellingAll: boolean;
  cancelOne: (id: number) => Promise<void>;
  cancelAll: () => Promise<void>;
}

/**
 * Cancel one order (the row stays when the server refuses: the API client toasted why) and
 * cancel every open order the list reaches, with a toast of how many went.
 *
 * @example const cancels = useOrderCancels({ cancel, listOpen, refresh });
 */
export function useOrderCancels(calls: OrderCancelCalls): OrderCancels {
  const { t } = useLingui();
  const { toaster } = useAppServices();
  const [cancelling, setCancelling] = useState<ReadonlySet<number>>(() => new Set());
  const [cancellingAll, setCancellingAll] = useState(false);

  const cancelOne = async (id: number) => {
    setCancelling((ids) => new Set(ids).add(id));
    try {
      await calls.cancel(id);
      await calls.refresh();
    } catch (error) {
      // The API client has already toasted the reason in words (SPEC.md section 8); the row
      // stays. A cancel with no answer may have gone through: show the orders as they are now.
      if (callEffect(error) === 'unknown') await calls.refresh();
    } finally {
      setCancelling((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };

  const cancelAll = async () => {
    setCancellingAll(true);
    try {
      const { cancelled, failed } = calls.cancelAll
        ? { cancelled: await calls.cancelAll(), failed: 0 }
        : await cancelEach(await allOpenIds(calls.listOpen), calls.cancel);
      await calls.refresh();
      if (failed === 0) toaster.success(t`Orders cancelled: ${cancelled}`);
      else toaster.warning(t`Orders cancelled: ${cancelled}. Failed: ${failed}.`);
    } catch (error) {
      // Listing the orders (or the one-call cancel) failed: already toasted by the API client.
      // A one-call cancel with no answer may have gone through: show the orders as they are now.
      if (callEffect(error) === 'unknown') await calls.refresh();
    } finally {
      setCancellingAll(false);
    }
  };

  return { cancelling, cancellingAll, cancelOne, cancelAll };
}

/** A row's Cancel button; `which` (hidden) names the order for a screen reader. */
export function CancelOrderButton({
  id,
  cancels,
  which,
}: {
  id: number;
  cancels: OrderCancels;
  which: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Button
      variant="text"
      size="sm"
      loading={cancels.cancelling.has(id)}
      disabled={cancels.cancellingAll}
      onClick={() => {
        void cancels.cancelOne(id);
      }}
    >
      {t`Cancel`}
      <span className={VISUALLY_HIDDEN}> {which}</span>
    </Button>
  );
}

/** "Cancel all" with its confirmation; `description` says which orders it reaches. */
export function CancelAllButton({
  cancels,
  openCount,
  description,
}: {
  cancels: OrderCancels;
  openCount: number;
  description: string;
}) {
  const { t } = useLingui();
  return (
    <AlertDialog
      title={t`Cancel all open orders?`}
      description={description}
      actionLabel={t`Cancel all`}
      actionVariant="danger"
      cancelLabel={t`Keep orders`}
      onAction={() => {
        void cancels.cancelAll();
      }}
      trigger={
        <Button
          variant="secondary"
          size="sm"
          loading={cancels.cancellingAll}
          disabled={openCount === 0}
        >
          {t`Cancel all`}
        </Button>
      }
    />
  );
}
