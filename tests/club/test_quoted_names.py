"""A value a refusal repeats (a name typed, an argument) is quoted as the reader's language
quotes: « ZOÉ CHAPPUIS » in French, «ZOÉ CHAPPUIS» in Swiss German (the catalogs' house
style), 'ZOÉ CHAPPUIS' in English (a French club season's tester read "Le nom 'ZOÉ
CHAPPUIS' est déjà celui du membre …"). What is inside the quotes stays as it was shown,
escapes of invisible characters included; a name with an apostrophe is quoted whole."""

import pytest

from jasstafel import i18n
from jasstafel.club import ClubInputError


def said(club, language, *args):
    with pytest.raises(ClubInputError) as refused:
        club.add_member(*args)
    previous = i18n.language()
    i18n.use(language)
    try:
        return i18n.render(refused.value.message)
    finally:
        i18n.use(previous)


@pytest.mark.parametrize("language, expected", [
    ("fr", "le nom «\u00a0ZOÉ CHAPPUIS\u00a0» est déjà celui du membre Zoé Chappuis"),
    ("de", "der Name «ZOÉ CHAPPUIS» gehört schon dem Mitglied Zoé Chappuis"),
    ("en", "the name 'ZOÉ CHAPPUIS' is taken by the member Zoé Chappuis"),
])
def test_a_name_taken_is_quoted_as_the_language_quotes(club, language, expected):
    club.add_member("Zoé Chappuis")
    assert said(club, language, "ZOÉ CHAPPUIS") == expected


def test_an_apostrophe_in_the_name_is_kept(club):
    club.add_member("Marco D'Alessandro")
    assert said(club, "fr", "MARCO D'ALESSANDRO") == (
        "le nom «\u00a0MARCO D'ALESSANDRO\u00a0» est déjà celui du membre Marco D'Alessandro")
    assert said(club, "en", "MARCO D'ALESSANDRO") == (
        "the name \"MARCO D'ALESSANDRO\" is taken by the member Marco D'Alessandro")
