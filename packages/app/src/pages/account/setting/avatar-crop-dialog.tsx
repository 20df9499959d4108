import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '@exchange/design-system';
import {
  initialCrop,
  minCropSize,
  moveCrop,
  resizeCrop,
  type PictureSize,
  type SquareCrop,
} from './avatar-crop.ts';
import styles from './settings.module.css';

/** A picked picture, decoded. */
export interface PickedPicture {
  /** Its object URL (the preview's background). */
  url: string;
  image: HTMLImageElement;
}

export interface AvatarCropDialogProps {
  picture: PickedPicture | null;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (crop: SquareCrop) => void;
}

/** The side of the square stage the picture is fitted into, in CSS pixels. */
const STAGE = 240;
/** The round preview's side. */
const PREVIEW = 72;

function sizeOf(image: HTMLImageElement): PictureSize {
  return { width: image.naturalWidth, height: image.naturalHeight };
}

function CropArea({
  picture,
  crop,
  helpId,
  onCropChange,
}: {
  picture: PickedPicture;
  crop: SquareCrop;
  helpId: string;
  onCropChange: (crop: SquareCrop) => void;
}) {
  const { t } = useLingui();
  const size = sizeOf(picture.image);
  const scale = STAGE / Math.max(size.width, size.height);
  const shownWidth = size.width * scale;
  const shownHeight = size.height * scale;
  const left = (STAGE - shownWidth) / 2;
  const top = (STAGE - shownHeight) / 2;
  const drag = useRef<{ x: number; y: number; from: SquareCrop } | null>(null);
  const step = Math.max(1, Math.round(Math.min(size.width, size.height) / 50));

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, from: crop };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    if (start === null) return;
    onCropChange(
      moveCrop(
        start.from,
        (event.clientX - start.x) / scale,
        (event.clientY - start.y) / scale,
        size,
      ),
    );
  };
  const onPointerEnd = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const by = event.shiftKey ? step * 5 : step;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-by, 0],
      ArrowRight: [by, 0],
      ArrowUp: [0, -by],
      ArrowDown: [0, by],
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      onCropChange(moveCrop(crop, move[0], move[1], size));
    } else if (event.key === '+' || event.key === '=' || event.key === '-') {
      event.preventDefault();
      onCropChange(resizeCrop(crop, crop.size + (event.key === '-' ? -by : by), size));
    }
  };

  // The picture's own pixels have no reading direction: the stage is laid out left to right
  // with physical offsets in every language, and so is the preview.
  return (
    <div className={styles.stage} dir="ltr" style={{ inlineSize: STAGE, blockSize: STAGE }}>
      <img
        className={styles.stageImage}
        src={picture.url}
        alt=""
        draggable={false}
        style={{ left, top, width: shownWidth, height: shownHeight }}
      />
      <button
        type="button"
        className={styles.cropBox}
        aria-label={t`Crop area`}
        aria-describedby={helpId}
        data-testid="crop-box"
        style={{
          left: left + crop.x * scale,
          top: top + crop.y * scale,
          width: crop.size * scale,
          height: crop.size * scale,
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}

function CropEditor({
  picture,
  saving,
  error,
  onCancel,
  onConfirm,
}: AvatarCropDialogProps & { picture: PickedPicture }) {
  const { t } = useLingui();
  const size = sizeOf(picture.image);
  const [crop, setCrop] = useState(() => initialCrop(size));
  const helpId = useId();
  const ratio = PREVIEW / crop.size;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onCancel();
      }}
      title={t`Crop your picture`}
      description={
        <span
          id={helpId}
        >{t`Drag the square or move it with the arrow keys; the slider sets its size.`}</span>
      }
      closeLabel={t`Close`}
      cancelLabel={<Trans>Cancel</Trans>}
      confirmLabel={<Trans>Use this picture</Trans>}
      confirmLoading={saving}
      onConfirm={() => {
        onConfirm(crop);
      }}
    >
      <div className={styles.cropLayout}>
        <CropArea picture={picture} crop={crop} helpId={helpId} onCropChange={setCrop} />
        <div className={styles.cropSide}>
          <div
            className={styles.preview}
            role="img"
            aria-label={t`Preview`}
            dir="ltr"
            style={{
              width: PREVIEW,
              height: PREVIEW,
              backgroundImage: `url("${picture.url}")`,
              backgroundSize: `${String(size.width * ratio)}px ${String(size.height * ratio)}px`,
              backgroundPosition: `${String(-crop.x * ratio)}px ${String(-crop.y * ratio)}px`,
            }}
          />
          <label className={styles.rangeLabel}>
            <Trans>Crop size</Trans>
            <input
              type="range"
              className={styles.range}
              min={minCropSize(size)}
              max={Math.min(size.width, size.height)}
              value={crop.size}
              onChange={(event) => {
                setCrop(resizeCrop(crop, Number(event.target.value), size));
              }}
            />
          </label>
        </div>
      </div>
      {error === null ? null : (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}

/**
 * The avatar's square crop (issue 18): the picked picture fitted in a square stage with a crop
 * square over it, moved by dragging or the arrow keys (Shift: five times further; + and -
 * resize), sized by a slider, with a round preview of the result. Confirming hands the crop,
 * in the picture's own pixels, to the caller, which draws and uploads it.
 */
export function AvatarCropDialog(props: AvatarCropDialogProps) {
  const { picture } = props;
  // A new picture starts from its own centred square.
  return picture === null ? null : <CropEditor key={picture.url} {...props} picture={picture} />;
}
