-- Ranking reads every match's whole tsvector (ts_rank), and so does the recheck of a phrase or a
-- field search. By default PostgreSQL compresses a row's tsvector once the row passes ~2 kB and
-- moves it to TOAST past that, so a poem's tsvector was decompressed, or fetched from the TOAST
-- table and decompressed, for each match: on the 349,002-document poetry corpus ts_rank over the
-- 3,180 matches of 长安 took 18 ms, 11 of them for the detoasting. Rows up to a page (8,160
-- bytes) now stay inline and uncompressed: the heap grows (389 → 552 MB on that corpus, TOAST
-- 138 MB → 5 MB) and the title-field search 長安 (page 3) went from 38 to 23 ms, 李白 by author
-- from 18 to 12 ms, in process. Rows written from now on (every index build, edit and import)
-- are laid out so; an existing large corpus gets it with `VACUUM FULL search_doc` (docs/decisions.md).
ALTER TABLE "search_doc" SET (toast_tuple_target = 8160);
