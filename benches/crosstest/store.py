"""A run's directory: one result per seed, so that a run resumes where it stopped and runs over
seed ranges add up.

    DIR/run.json        the run's settings (system, oracle, direction, sizes); a directory holds
                        one run: other settings are refused
    DIR/SEED.json       the seed's result (written whole: SEED.json.part, then renamed)
    DIR/SEED.trf        the tournament as played (arbitro's form), for re-checks and reports
    DIR/SEED.lock       the seed is being played by the process whose id it holds

A seed with SEED.json is done and skipped. SEED.lock is created exclusively (O_EXCL), so two
processes started on overlapping seed ranges never play the same seed; a lock whose process is
gone (killed run) is taken over."""
import json
import os


class Store:
    def __init__(self, path, settings):
        self.path = path
        os.makedirs(path, exist_ok=True)
        meta = os.path.join(path, "run.json")
        if os.path.exists(meta):
            had = json.load(open(meta))
            if had != settings:
                diff = ", ".join(f"{k}: {had.get(k)} there, {settings.get(k)} asked" for k in sorted(set(had) | set(settings))
                                 if had.get(k) != settings.get(k))
                raise SystemExit(f"{path}: holds a run with other settings ({diff}); use another --dir")
        else:
            self._write(meta, json.dumps(settings, indent=1, sort_keys=True) + "\n")

    def _write(self, path, text):
        with open(path + ".part", "w") as f:
            f.write(text)
        os.replace(path + ".part", path)

    def file(self, seed, ext):
        return os.path.join(self.path, f"{seed}.{ext}")

    def done(self, seed):
        return os.path.exists(self.file(seed, "json"))

    def claim(self, seed):
        """True when this process may play `seed` (its lock taken); False when another live
        process holds it."""
        lock = self.file(seed, "lock")
        for _ in range(2):
            try:
                fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
            except FileExistsError:
                try:
                    pid = int(open(lock).read().strip() or 0)
                except (OSError, ValueError):
                    pid = 0
                if pid and _alive(pid):
                    return False
                try:
                    os.remove(lock)  # a lock left by a process that is gone
                except FileNotFoundError:
                    pass
                continue
            os.write(fd, str(os.getpid()).encode())
            os.close(fd)
            return True
        return False

    def release(self, seed):
        try:
            os.remove(self.file(seed, "lock"))
        except FileNotFoundError:
            pass

    def save(self, seed, result, trf_text=None):
        if trf_text is not None:
            self._write(self.file(seed, "trf"), trf_text)
        self._write(self.file(seed, "json"), json.dumps(result, ensure_ascii=False, sort_keys=True) + "\n")

    def load(self, seed):
        return json.load(open(self.file(seed, "json")))

    def results(self, seeds):
        return [self.load(s) for s in seeds if self.done(s)]


def _alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
