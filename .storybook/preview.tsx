import type { Preview } from '@storybook/react-vite';
import { isLocale } from '@exchange/machines';
import '@exchange/design-system/styles.css';
import { applyDocumentGlobals, localeItems } from './globals.ts';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language (Arabic renders right-to-left)',
      toolbar: { title: 'Locale', icon: 'globe', items: localeItems, dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark', locale: 'en' },
  decorators: [
    (Story, context) => {
      const locale: unknown = context.globals.locale;
      applyDocumentGlobals(
        context.globals.theme === 'light' ? 'light' : 'dark',
        isLocale(locale) ? locale : 'en',
      );
      return <Story />;
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: an axe violation fails it (issue 2).
    a11y: { test: 'error' },
  },
};

export default preview;
