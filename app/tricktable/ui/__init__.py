"""The Qt window: table scene, card art, dialogs. Everything Qt lives here and in controller.py."""
