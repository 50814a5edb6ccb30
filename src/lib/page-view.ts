/** The virtual page view every page pushes to `window.dataLayer`. */
export interface PageViewEvent {
  event: 'virtual_page_view';
  page_path: string;
  page_title: string;
  region: string;
  locale: string;
}

export function pageViewEvent(page: { path: string; title: string; region: string; locale: string }): PageViewEvent {
  return {
    event: 'virtual_page_view',
    page_path: page.path,
    page_title: page.title,
    region: page.region,
    locale: page.locale,
  };
}
