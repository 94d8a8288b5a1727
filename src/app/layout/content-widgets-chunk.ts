// The content widgets' lazy chunk (content-widgets.tsx): one chunk for the header menu, the footer
// menu and the home page's content, which share the content calls.
export { ContentElementBlock } from '../../features/content/components/content-element';
export { FooterMenu } from '../../features/content/components/footer-menu';
export { HeaderMenu } from '../../features/content/components/header-menu';
