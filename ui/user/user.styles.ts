/** Side-effect import of the save button and user panel styles; the app shell imports this (views and tests never do). */
import './user.css';
import './compare.css';
