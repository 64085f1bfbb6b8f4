import { Fragment } from 'react';

/** The search results route, mounted inside the portal layout by App.tsx. */
export const searchRoutes = <Fragment />;
