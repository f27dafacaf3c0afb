"""Serves Shrink Ray's C grammar offline, for scripts/bench-shrinkray.

Shrink Ray's tree-sitter passes ask tree-sitter-language-pack for the C
grammar, which the pack downloads at run time; on a machine without that
network access the passes are skipped and Shrink Ray reduces less than it
would online. bench-shrinkray puts this directory on PYTHONPATH when
SHRINKRAY_OFFLINE_GRAMMARS=1, so Python imports this module at start-up
(in Shrink Ray's worker processes too) and the pack hands out the grammar
of the `tree-sitter-c` package (`pip install tree-sitter-c`) instead.
"""

try:
    import tree_sitter
    import tree_sitter_c
    import tree_sitter_language_pack as pack
except ImportError:
    pack = None

if pack is not None:
    _get_language = pack.get_language
    _downloaded_languages = pack.downloaded_languages

    def get_language(name):
        if name == "c":
            return tree_sitter.Language(tree_sitter_c.language())
        return _get_language(name)

    def downloaded_languages():
        return sorted(set(_downloaded_languages()) | {"c"})

    pack.get_language = get_language
    pack.downloaded_languages = downloaded_languages
