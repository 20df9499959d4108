import { useState } from 'react';
import { DRAWING_TOOLS } from '../config/drawing-tools.ts';
import type { DrawingToolGroup } from '../config/drawing-tools.ts';
import type { Translate } from '../i18n/translate.ts';
import type { DrawingToolbarState, MagnetKind } from './drawing-toolbar-state.ts';
import {
  EyeIcon,
  EyeOffIcon,
  GROUP_ICONS,
  LockIcon,
  MagnetIcon,
  RedoIcon,
  TrashIcon,
  UndoIcon,
  UnlockIcon,
} from './icons.tsx';
import styles from './toolbar.module.css';

const GROUPS: readonly DrawingToolGroup[] = [
  'single_line',
  'more_line',
  'polygon',
  'fibonacci',
  'wave',
];
const MAGNETS: readonly MagnetKind[] = ['weak_magnet', 'strong_magnet'];

/** Props of {@link DrawingBar}. */
export interface DrawingBarProps {
  id: string;
  t: Translate;
  state: DrawingToolbarState;
  onToolChoose: (tool: string) => void;
  onMagnetToggle: () => void;
  onMagnetChoose: (kind: MagnetKind) => void;
  onLockToggle: () => void;
  onVisibilityToggle: () => void;
  onRemoveAll: () => void;
  onUndo: () => void;
  onRedo: () => void;
}

/**
 * The left drawing toolbar (SPEC.md sections 2, 4, 9): one button per tool family with its last
 * used tool, a disclosure listing the family; magnet (toggle plus weak/strong choice), lock,
 * visibility and remove-all.
 */
export function DrawingBar({ id, t, state, ...on }: DrawingBarProps) {
  const [openGroup, setOpenGroup] = useState<DrawingToolGroup | 'magnet' | null>(null);
  const [lastTool, setLastTool] = useState<Partial<Record<DrawingToolGroup, string>>>({});

  const choose = (group: DrawingToolGroup, tool: string) => {
    setLastTool((prev) => ({ ...prev, [group]: tool }));
    setOpenGroup(null);
    on.onToolChoose(tool);
  };

  return (
    <div
      id={id}
      className={styles.drawingBar}
      role="toolbar"
      aria-orientation="vertical"
      aria-label={t('drawing_tools')}
    >
      {GROUPS.map((group) => {
        const tools = DRAWING_TOOLS.filter((tool) => tool.group === group);
        const current = tools.find((tool) => tool.name === lastTool[group]) ?? tools[0];
        if (!current) return null;
        const GroupIcon = GROUP_ICONS[group];
        const listId = `${id}-${group}`;
        return (
          <div key={group} className={styles.toolGroup}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t(current.labelKey)}
              title={t(current.labelKey)}
              aria-pressed={state.activeTool === current.name}
              onClick={() => {
                choose(group, current.name);
              }}
            >
              {GroupIcon ? <GroupIcon /> : null}
            </button>
            <button
              type="button"
              className={styles.disclosure}
              aria-label={t(group)}
              aria-expanded={openGroup === group}
              aria-controls={listId}
              onClick={() => {
                setOpenGroup(openGroup === group ? null : group);
              }}
            >
              <span aria-hidden="true">›</span>
            </button>
            {openGroup === group ? (
              <ul id={listId} className={styles.flyout} aria-label={t(group)}>
                {tools.map((tool) => (
                  <li key={tool.name}>
                    <button
                      type="button"
                      className={styles.flyoutItem}
                      aria-pressed={state.activeTool === tool.name}
                      onClick={() => {
                        choose(group, tool.name);
                      }}
                    >
                      {t(tool.labelKey)}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
      <span className={styles.separator} />
      <div className={styles.toolGroup}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t(state.lastMagnet)}
          title={t(state.lastMagnet)}
          aria-pressed={state.magnet !== 'normal'}
          data-state={state.magnet}
          onClick={on.onMagnetToggle}
        >
          <MagnetIcon />
        </button>
        <button
          type="button"
          className={styles.disclosure}
          aria-label={`${t(state.lastMagnet)} / ${t(MAGNETS.find((m) => m !== state.lastMagnet) ?? 'strong_magnet')}`}
          aria-expanded={openGroup === 'magnet'}
          aria-controls={`${id}-magnet`}
          onClick={() => {
            setOpenGroup(openGroup === 'magnet' ? null : 'magnet');
          }}
        >
          <span aria-hidden="true">›</span>
        </button>
        {openGroup === 'magnet' ? (
          <ul id={`${id}-magnet`} className={styles.flyout}>
            {MAGNETS.map((kind) => (
              <li key={kind}>
                <button
                  type="button"
                  className={styles.flyoutItem}
                  aria-pressed={state.magnet === kind}
                  onClick={() => {
                    setOpenGroup(null);
                    on.onMagnetChoose(kind);
                  }}
                >
                  {t(kind)}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('lock')}
        title={state.locked ? t('unlock') : t('lock')}
        aria-pressed={state.locked}
        data-state={state.locked ? 'locked' : 'unlocked'}
        onClick={on.onLockToggle}
      >
        {state.locked ? <LockIcon /> : <UnlockIcon />}
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('hide_drawings')}
        title={state.visible ? t('hide_drawings') : t('show_drawings')}
        aria-pressed={!state.visible}
        data-state={state.visible ? 'visible' : 'hidden'}
        onClick={on.onVisibilityToggle}
      >
        {state.visible ? <EyeIcon /> : <EyeOffIcon />}
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('remove_drawings')}
        title={t('remove_drawings')}
        onClick={on.onRemoveAll}
      >
        <TrashIcon />
      </button>
      <span className={styles.separator} />
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('undo')}
        title={`${t('undo')} (Ctrl+Z)`}
        onClick={on.onUndo}
      >
        <UndoIcon />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('redo')}
        title={`${t('redo')} (Shift+Ctrl+Z)`}
        onClick={on.onRedo}
      >
        <RedoIcon />
      </button>
    </div>
  );
}
