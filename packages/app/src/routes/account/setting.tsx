import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../pages/account/setting/settings-page.tsx';

export const Route = createFileRoute('/account/setting')({
  component: SettingsPage,
});
