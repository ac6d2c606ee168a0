"""A name typed past its 40 characters: the keys did nothing more, and nothing said why (seen
in Settings with a long name). The field now says, under itself, how long a name may be."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolTip

from tricktable import settings as store
from tricktable.presentation.form_fields import TEXT_MAX
from tricktable.ui.dialog_settings import SettingsDialog


def test_typing_past_the_longest_name_says_why_the_keys_do_nothing(qtbot, home):
    dlg = SettingsDialog(store.Settings())
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    field = dlg.name
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, "Maximiliana " * 3)
    assert not QToolTip.isVisible(), "said before the name was full"
    qtbot.keyClicks(field, "von Schwarzenberg")
    assert len(field.text()) == TEXT_MAX
    qtbot.waitUntil(QToolTip.isVisible, timeout=2_000)
    assert f"at most {TEXT_MAX} characters" in QToolTip.text()
    QToolTip.hideText()
