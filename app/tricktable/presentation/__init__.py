"""What the table shows, worked out without Qt: words, layout and motion.

It sits between the games (and their players and coach) and the controller, so the window only
draws what this layer decided and never needs to know a game by name.
"""
