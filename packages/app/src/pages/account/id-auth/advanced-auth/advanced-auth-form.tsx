import type { SyntheticEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@exchange/design-system';
import { imageLabels } from '../shared/identity-labels.ts';
import { ImageDrop } from './image-drop.tsx';
import type { ChosenImage } from './use-image-files.ts';
import styles from './advanced-auth.module.css';
import frame from '../shared/identity.module.css';

export interface AdvancedAuthFormProps {
  /** The upload keys of `website_auth_img_params`, in order. */
  keys: readonly string[];
  images: Readonly<Record<string, ChosenImage>>;
  /** The message under each upload, by key; `form` when the server named none. */
  errors: Readonly<Record<string, string>>;
  formError: string | undefined;
  submitting: boolean;
  onFile: (key: string, file: File) => void;
  onRemove: (key: string) => void;
  onSubmit: () => void;
}

/** One upload per configured key, then Submit. */
export function AdvancedAuthForm({
  keys,
  images,
  errors,
  formError,
  submitting,
  onFile,
  onRemove,
  onSubmit,
}: AdvancedAuthFormProps) {
  const { i18n, t } = useLingui();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-label={t`Advanced verification`}
    >
      <h2 className={frame.cardTitle}>
        <Trans>Your photos</Trans>
      </h2>
      <div className={styles.uploads}>
        {keys.map((key) => {
          const { label, hint } = imageLabels(key);
          return (
            <ImageDrop
              key={key}
              label={i18n._(label)}
              hint={hint === null ? null : i18n._(hint)}
              image={images[key]}
              error={errors[key]}
              disabled={submitting}
              onFile={(file) => {
                onFile(key, file);
              }}
              onRemove={() => {
                onRemove(key);
              }}
            />
          );
        })}
      </div>
      {formError === undefined ? null : (
        <p className={frame.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={frame.actions}>
        <Button type="submit" loading={submitting}>
          <Trans>Submit for review</Trans>
        </Button>
      </div>
    </form>
  );
}
