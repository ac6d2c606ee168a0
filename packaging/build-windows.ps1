# Build Trick Table's Windows installer: dist\tricktable-<version>-setup.exe
#   powershell -ExecutionPolicy Bypass -File packaging\build-windows.ps1
# Needs Python 3.11+ on PATH and Inno Setup 6.3+ (ISCC.exe; `choco install innosetup` or the
# Inno Setup installer). Steps: a virtual environment with PyInstaller and the app's dependencies,
# the icons from resources\icons\tricktable.svg, the PyInstaller one-folder bundle
# (packaging\tricktable.spec), a quick offscreen self-test of the bundle, then Inno Setup.
$ErrorActionPreference = "Stop"
$Root = Split-Path -Parent $PSScriptRoot
Set-Location $Root

function Invoke-Checked {
    param([string]$Exe, [string[]]$Arguments)
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Exe $($Arguments -join ' ') failed with exit code $LASTEXITCODE" }
}

$Version = (& python -c "import tomllib; print(tomllib.load(open('pyproject.toml','rb'))['project']['version'])").Trim()
if ($LASTEXITCODE -ne 0) { throw "could not read the version from pyproject.toml (Python 3.11+ needed)" }

$Venv = Join-Path $Root "build\win-venv"
if (-not (Test-Path "$Venv\Scripts\python.exe")) { Invoke-Checked python @("-m", "venv", $Venv) }
$Py = "$Venv\Scripts\python.exe"
Invoke-Checked $Py @("-m", "pip", "install", "-q", "--disable-pip-version-check",
    "pyinstaller>=6.10,<7", "PySide6-Essentials>=6.6,<6.12", "pillow>=10", "appdirs>=1.4.4")

$Icons = Join-Path $Root "build\icons"
$env:QT_QPA_PLATFORM = "offscreen"
Invoke-Checked $Py @("packaging\make_icons.py", $Icons)

$env:TRICKTABLE_ICONS = $Icons
$env:PYTHONPATH = Join-Path $Root "app"
Invoke-Checked $Py @("-m", "PyInstaller", "--noconfirm", "--distpath", "dist", "--workpath",
    "build\pyi-work", "packaging\tricktable.spec")
Remove-Item Env:PYTHONPATH

# the bundle must start and play before it is packed (windowed exe: wait for it to finish)
$test = Start-Process -FilePath "dist\tricktable\tricktable.exe" -ArgumentList "self-test", "--game", "heart-hunter" -Wait -PassThru -NoNewWindow
if ($test.ExitCode -ne 0) { throw "the bundle's self-test failed (exit code $($test.ExitCode))" }
Remove-Item Env:QT_QPA_PLATFORM

$Iscc = (Get-Command ISCC.exe -ErrorAction SilentlyContinue).Source
if (-not $Iscc) { $Iscc = "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe" }
if (-not (Test-Path $Iscc)) { throw "Inno Setup's ISCC.exe was not found: install Inno Setup 6.3 or newer" }
Invoke-Checked $Iscc @("/Q", "/DAppVersion=$Version", "/DSourceRoot=$Root", "packaging\windows\tricktable.iss")
Write-Host "made dist\tricktable-$Version-setup.exe"
