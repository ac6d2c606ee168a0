"""The Qt-free game engine: cards as bitmasks, the protocol, trick mechanics and the record."""
