import { Fragment } from 'react';

/** Sign-in, registration, password recovery and the user centre's account pages. */
export const accountRoutes = <Fragment />;
