/** The tracking screens, loaded together on first visit (one lazy chunk for src/app/routes.tsx). */
export { TrackingListPage } from './components/tracking-list-page';
export { WismoOrderPage } from './components/wismo-order-page';
