/* Bait for the ad-blocker notice (shell spec §8): ad blockers refuse a script by this name; the site only checks that it loads. */
