export { COPY_TEXT_MAX, truncateText } from './format/truncate-text.ts';
