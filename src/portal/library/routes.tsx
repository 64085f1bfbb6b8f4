import { Fragment } from 'react';

/** Books, newspapers, ancient books, local histories, theses, standards, laws, year-books, writers. */
export const libraryRoutes = <Fragment />;
