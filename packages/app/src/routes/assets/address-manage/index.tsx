import { createFileRoute } from '@tanstack/react-router';
import { AddressBookPage } from '../../../pages/assets/address-book/address-book-page.tsx';

export const Route = createFileRoute('/assets/address-manage/')({
  component: AddressBookPage,
});
