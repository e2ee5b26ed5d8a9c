import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The browser's router over every route of the shop (app/routes.tsx). */
export const router = createBrowserRouter(routes);
