export { usersCsv } from '../admin/usersCsv';
