/** The returns' screens, one lazy chunk for the app's route table (src/app/routes.tsx). */
export { ReturnFormPage } from './components/return-form-page';
export { ReturnPage } from './components/return-page';
export { ReturnsPage } from './components/returns-page';
