; Inno Setup script for Trick Table's Windows installer (Inno Setup 6.3 or newer).
; packaging/build-windows.ps1 runs it after PyInstaller has built dist\tricktable\ and
; packaging/make_icons.py has written build\icons\tricktable.ico:
;   ISCC.exe /DAppVersion=0.1.0 /DSourceRoot=C:\path\to\checkout packaging\windows\tricktable.iss
; The result is dist\tricktable-<version>-setup.exe: per-user or all-users install, a Start-menu
; entry, an optional desktop icon and an uninstaller (Settings > Apps).
; Settings and saved games live in the user's AppData folders (appdirs), which the uninstaller
; leaves alone, as a person reinstalling expects.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceRoot
  #define SourceRoot "..\.."
#endif

[Setup]
AppId={{6F1C2B7E-3A4D-4C59-9E1B-7D20A5C3E8F4}
AppName=Trick Table
AppVersion={#AppVersion}
AppPublisher=Trick Table developers
DefaultDirName={autopf}\Trick Table
DefaultGroupName=Trick Table
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#SourceRoot}\dist
OutputBaseFilename=tricktable-{#AppVersion}-setup
SetupIconFile={#SourceRoot}\build\icons\tricktable.ico
UninstallDisplayIcon={app}\tricktable.exe
UninstallDisplayName=Trick Table
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceRoot}\dist\tricktable\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Trick Table"; Filename: "{app}\tricktable.exe"; Comment: "Five trick-taking card games"
Name: "{autodesktop}\Trick Table"; Filename: "{app}\tricktable.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\tricktable.exe"; Description: "{cm:LaunchProgram,Trick Table}"; Flags: nowait postinstall skipifsilent
