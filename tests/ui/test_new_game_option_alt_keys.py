"""Every option of every game in the New game dialog has an Alt+letter key of its own."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel

from tricktable import settings as store
from tricktable.ui.dialog_keys import mnemonic
from tricktable.ui.dialog_new_game import NewGameDialog
from window_helpers import each_game_in


def _option_texts(dlg: NewGameDialog) -> dict[str, str]:
    """Each option's words where its key is shown: a list's name, a check box's own words."""
    out = {}
    for name, (_field, w) in dlg._option_widgets.items():
        label = dlg.options_form.labelForField(w)
        out[name] = label.text() if isinstance(label, QLabel) else w.text()
    return out


def _every_key(dlg: NewGameDialog) -> list[str]:
    """The letters of every Alt+letter key the dialog shows, its buttons, names and groups."""
    texts = [w.text() for w in dlg.findChildren(QAbstractButton) + dlg.findChildren(QLabel)
             if w.isVisibleTo(dlg)]
    texts += [g.title() for g in dlg.findChildren(QGroupBox) if g.isVisibleTo(dlg)]
    return [k for k in map(mnemonic, texts) if k]


def test_every_game_s_options_each_have_an_alt_key_none_used_twice(qtbot, home):
    """The check boxes ("Contra", "Zero-sum settlement"...) had no Alt+letter key while the
    lists' names had one: a keyboard-only player reached them only by Tab after Tab. Each
    game, chosen in the game box with the keys, shows a key on every option, none of them
    one the dialog's other parts or another option use; a check box is still read whole."""
    dlg = NewGameDialog(store.Settings())
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    seen = 0
    for _i in each_game_in(qtbot, dlg):
        texts = _option_texts(dlg)
        seen += len(texts)
        for name, text in texts.items():
            assert mnemonic(text), f"{dlg.game_id}: option {name} ({text!r}) has no Alt key"
        keys = _every_key(dlg)
        assert len(keys) == len(set(keys)), f"{dlg.game_id}: a letter twice: {keys}"
        for name, (_field, w) in dlg._option_widgets.items():
            assert "&" not in w.accessibleName(), f"{dlg.game_id}: {name} is read with '&'"
    assert seen, "no game had options to look at"
    dlg.reject()
