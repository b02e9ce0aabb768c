-- The full-text index now holds, after a card's Chinese or Japanese characters one by one, each
-- pair of them that follow one another, so that a word of two or more characters is looked up
-- as one token or a phrase of them (see `search::index_form`). The schema is unchanged: the
-- migration's step writes again the index entry of every card that has such characters.
SELECT 1;
