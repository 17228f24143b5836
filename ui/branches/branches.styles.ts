/** Side-effect import of the branch pages' styles; the boot entry imports this (views and tests never do). */
import './branches.css';
