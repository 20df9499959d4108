import { useId, useRef, useState, type DragEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@exchange/design-system';
import type { ChosenImage } from './use-image-files.ts';
import styles from './advanced-auth.module.css';

/** The types the picker offers; the page still checks each file's bytes (image-check.ts). */
const ACCEPT = 'image/jpeg,image/png,image/webp';

export interface ImageDropProps {
  /** The upload's name ("Front of the document"), translated. */
  label: string;
  hint: string | null;
  image: ChosenImage | undefined;
  /** Why the last file was refused, or the server's word on this upload. */
  error: string | undefined;
  disabled: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
}

/**
 * One identity image: a zone to drop a file on or a button to pick one, then its preview with
 * Replace and Remove. Refusals show under it.
 */
export function ImageDrop({
  label,
  hint,
  image,
  error,
  disabled,
  onFile,
  onRemove,
}: ImageDropProps) {
  const { t } = useLingui();
  const ids = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const titleId = `${ids}-title`;
  const describedId = `${ids}-described`;

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped !== undefined) onFile(dropped);
  };
  const pick = () => {
    input.current?.click();
  };
  const state = error !== undefined ? 'refused' : image !== undefined ? 'filled' : 'empty';

  return (
    <section
      className={styles.upload}
      aria-labelledby={titleId}
      aria-describedby={describedId}
      data-state={state}
      data-dragging={dragging || undefined}
    >
      <h3 id={titleId} className={styles.uploadTitle}>
        {label}
      </h3>
      {/* The drop target: dropping is a pointer gesture, so it is presentation only; its
          buttons are the keyboard's way to the same file picker. */}
      <div
        role="presentation"
        className={styles.zone}
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
      >
        {image !== undefined ? (
          <img className={styles.preview} src={image.preview} alt={t`Preview of ${label}`} />
        ) : (
          <p className={styles.zoneText}>
            <Trans>Drag an image here</Trans>
          </p>
        )}
        <div className={styles.zoneButtons}>
          {image === undefined ? (
            <Button variant="secondary" size="sm" disabled={disabled} onClick={pick}>
              <Trans>Choose a file</Trans>
            </Button>
          ) : (
            <>
              <Button variant="secondary" size="sm" disabled={disabled} onClick={pick}>
                <Trans>Replace</Trans>
              </Button>
              <Button variant="text" size="sm" disabled={disabled} onClick={onRemove}>
                <Trans>Remove</Trans>
              </Button>
            </>
          )}
        </div>
        <input
          ref={input}
          hidden
          type="file"
          accept={ACCEPT}
          aria-label={label}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            // Picking the same file again must fire again: forget this one.
            event.target.value = '';
            if (picked !== undefined) onFile(picked);
          }}
        />
      </div>
      <p id={describedId} className={error === undefined ? styles.hint : styles.error}>
        {error ?? hint ?? t`JPEG, PNG or WebP, at most 5 MB.`}
      </p>
    </section>
  );
}
