// The tests' setup (vite.config.ts, `test.setupFiles`): before each test file, the tally game
// joins the shipped games, through the one door `games/index.ts` keeps for it.

import { addTestGame } from "../index";
import tally from "./index";

addTestGame(tally);
