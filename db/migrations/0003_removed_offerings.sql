-- Offerings the user removed (in the editor or by an import): a newer built-in data version
-- does not bring a removed shipped offering back. Writing the offering again clears its row.
CREATE TABLE removed_offerings (
    id TEXT NOT NULL PRIMARY KEY,
    removed_at TEXT NOT NULL
);
