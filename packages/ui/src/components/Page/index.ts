export { Page, PageGrid, PageHeader, PagePanel, PageTitle } from './Page';
