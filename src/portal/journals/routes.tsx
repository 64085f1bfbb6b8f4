import { Fragment } from 'react';

/** Journal, conference and article routes, mounted inside the portal layout by App.tsx. */
export const journalRoutes = <Fragment />;
