import { Footer, type FooterColumn } from '@mediakit/ui';
import { productName } from '../routes/documentTitle';
import { libraryHref, productGroups } from './productLinks';
import { SubscribeForm } from './SubscribeForm';

/** Only links that lead somewhere real: no placeholder pages, no social accounts we do not have. */
const columns: FooterColumn[] = [
  {
    id: 'product',
    title: 'Product',
    links: [
      ...(productGroups[0]?.links ?? []).slice(0, 3),
      ...(productGroups[1]?.links ?? []).slice(0, 2),
      { label: 'Media Library', href: libraryHref },
    ],
  },
  {
    id: 'solutions',
    title: 'Solutions',
    links: [
      { label: 'For marketers', href: '/#audience' },
      { label: 'For developers', href: '/#audience', id: 'developers' },
      { label: 'For designers', href: '/#audience', id: 'designers' },
    ],
  },
  {
    id: 'developers',
    title: 'Developers',
    links: [{ label: 'OpenAPI document', href: '/openapi.json', isExternal: true }],
  },
  {
    id: 'resources',
    title: 'Resources',
    links: [
      { label: 'Pricing', href: '/pricing' },
      { label: 'FAQ', href: '/faq' },
    ],
  },
  {
    id: 'account',
    title: 'Account',
    links: [
      { label: 'Sign in', href: '/login' },
      { label: 'Create account', href: '/signup' },
    ],
  },
];

export function PublicFooter() {
  return (
    <Footer
      columns={columns}
      brand={
        <>
          <strong>{productName}</strong>
          <p>AI images, video, speech and text in one place, paid for with credits.</p>
        </>
      }
      copyright={`© ${new Date().getFullYear()} ${productName}`}
      extra={<SubscribeForm />}
    />
  );
}
